import type { Labs, LabSwitch } from '@domain/labs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/labs`: switches one Labs feature on or off; the server checks the plan brings early access. */
function switchLab(change: LabSwitch): Promise<{ labs: Labs }> {
  return apiRequest('/api/labs', { body: change });
}

/** Switching a Labs feature, as a mutation; the account's live listener then shows the switch's new state. */
export function useSwitchLab() {
  return useMutation({ mutationFn: switchLab });
}
