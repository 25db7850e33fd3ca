import { CRISIS_RESOURCES } from '@domain/crisis-resources';

const [line] = CRISIS_RESOURCES;

/** The first crisis line, named with how to reach it, for the public pages' "not for emergencies" notes. */
export function CrisisLine() {
  return (
    <strong className="font-semibold">
      {line?.name}: {line?.contact}
    </strong>
  );
}
