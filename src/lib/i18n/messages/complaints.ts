/** Messages of the complaint screen and the promotion video page. */
export const en = {
  TITLE_COMPLAIN: 'File Complaint',
  COMPLAINT_LABEL_CUSTOMER: 'Customer',
  COMPLAINT_LABEL_MESSAGE: 'Message',
  COMPLAINT_LABEL_INVOICE: 'Invoice',
  COMPLAINT_FILE_HINT: 'Optional: a PDF or ZIP file of at most 100 KB.',
  MANDATORY_MESSAGE: 'Please provide a text.',
  INVALID_FILE_TYPE: 'Forbidden file type. Only {type:string} allowed.',
  INVALID_FILE_SIZE: 'File too large. Maximum {size:string} allowed.',
  CUSTOMER_SUPPORT_COMPLAINT_REPLY: 'Customer support will get in touch with you soon! Your complaint reference is #{ref:string}',
  TITLE_PROMOTION_VIDEO: 'Promotion Video',
} as const;

export const de: Record<keyof typeof en, string> = {
  TITLE_COMPLAIN: 'Beschwerde einreichen',
  COMPLAINT_LABEL_CUSTOMER: 'Kunde',
  COMPLAINT_LABEL_MESSAGE: 'Nachricht',
  COMPLAINT_LABEL_INVOICE: 'Rechnung',
  COMPLAINT_FILE_HINT: 'Optional: eine PDF- oder ZIP-Datei von höchstens 100 KB.',
  MANDATORY_MESSAGE: 'Bitte gib einen Text ein.',
  INVALID_FILE_TYPE: 'Unzulässiger Dateityp. Nur {type} erlaubt.',
  INVALID_FILE_SIZE: 'Datei zu groß. Maximal {size} erlaubt.',
  CUSTOMER_SUPPORT_COMPLAINT_REPLY: 'Der Kundendienst meldet sich bald bei dir! Deine Beschwerde hat die Referenznummer #{ref}',
  TITLE_PROMOTION_VIDEO: 'Werbevideo',
};
