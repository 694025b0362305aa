/** The shipment: mode, Incoterm, carrier, tracking, ETD/ETA and its documents. */

import type { QuoteAttachmentRef } from '../quotes';
import type { OrderActor, OrderFile } from './order-file';
import type { Incoterm, ShippingMode } from './terms';

export const SHIPMENT_DOCUMENT_KINDS = ['packing_list', 'commercial_invoice'] as const;
export type ShipmentDocumentKind = (typeof SHIPMENT_DOCUMENT_KINDS)[number];
export const SHIPMENT_DOCUMENT_LABELS: Record<ShipmentDocumentKind, string> = {
  packing_list: 'Packing list',
  commercial_invoice: 'Commercial invoice',
};

/** What a shipment is: how it goes, who carries it, and when it leaves and arrives. */
export interface ShipmentDetails {
  mode: ShippingMode;
  incoterm: Incoterm;
  carrier: string;
  trackingNumber: string;
  etd: string;
  eta: string;
}

/** PUT /orders/{id}/shipment (admin): the whole shipment each time; documents kept unless sent. */
export interface ShipmentInput extends ShipmentDetails {
  documents?: { kind: ShipmentDocumentKind; file: QuoteAttachmentRef }[];
}

export interface ShipmentDocument {
  kind: ShipmentDocumentKind;
  label: string;
  file: OrderFile;
}

export interface Shipment extends ShipmentDetails {
  documents: ShipmentDocument[];
  by: OrderActor;
}

export const SHIPMENT_TEXT_MAX_LENGTH = 100;
