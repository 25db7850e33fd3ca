import type { TherapistSummary } from '@domain/therapist-summary';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/lib/save-file';
import { renderSummaryPdf } from '../render-summary-pdf';

/** Makes the summary's PDF on this device and hands it to the person as a download. */
async function downloadSummaryPdf(summary: TherapistSummary): Promise<void> {
  saveFile(new Blob([await renderSummaryPdf(summary)], { type: 'application/pdf' }), summary.fileName);
}

/** The 'Download PDF' action; a failure is logged here, and the page says so. */
export function useDownloadSummaryPdf() {
  return useMutation({
    mutationFn: downloadSummaryPdf,
    onError: (cause) => console.error('Creating the summary PDF failed', cause),
  });
}
