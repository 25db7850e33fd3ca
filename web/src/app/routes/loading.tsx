/** Shown while the signed-in state loads. */
export function Loading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-500">
      Loading...
    </div>
  );
}
