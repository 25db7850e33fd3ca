import { useMutation } from '@tanstack/react-query';
import { downloadWeeklyExport, type WeeklyExport } from './weekly-exports';

/** Downloading one weekly export, as a mutation: its variables say which week is on its way. */
export function useDownloadWeeklyExport(uid: string) {
  return useMutation({
    mutationFn: (weekly: WeeklyExport) => downloadWeeklyExport(uid, weekly),
  });
}
