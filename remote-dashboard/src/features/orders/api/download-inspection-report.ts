import type { ApiClient } from '@threadline/contracts';
import { saveFile } from '../../../lib/save-file';

export const inspectionReportPath = (orderId: string, inspectionId: string) =>
  `/orders/${encodeURIComponent(orderId)}/inspections/${encodeURIComponent(inspectionId)}/report.pdf`;

/** The inspection report PDF, through the API client (it needs the bearer). */
export async function downloadInspectionReport(
  api: ApiClient,
  orderId: string,
  inspectionId: string,
  fileName: string,
): Promise<void> {
  const { data } = await api.get<Blob>(inspectionReportPath(orderId, inspectionId), {
    responseType: 'blob',
  });
  saveFile(data, fileName);
}
