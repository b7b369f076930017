/** Messages of writing, editing and liking reviews in the product details dialog (issue 10). */
export const en = {
  WRITE_REVIEW: 'Write a review',
  WRITE_REVIEW_PLACEHOLDER: 'What did you like or dislike?',
  REVIEW_FIELD: 'Text field to review a product',
  EDIT_REVIEW_FIELD: 'Text field to edit a product review',
  LABEL_EDIT_REVIEW: 'Edit Review',
  LABEL_REVIEW: 'Review',
  SEND_REVIEW: 'Send the review',
  REVIEW_CHARACTERS: '{count:number}/{max:number}',
  CONFIRM_REVIEW_SAVED: 'Your review has been saved.',
  CONFIRM_CHANGES_SAVED: 'Your changes have been saved.',
  MANDATORY_REVIEW: 'Please provide a review text.',
  LIKE_REVIEW: 'Rate a helpful review',
  EDIT_OWN_REVIEW: 'Edit your review',
} as const;

export const de: Record<keyof typeof en, string> = {
  WRITE_REVIEW: 'Bewertung schreiben',
  WRITE_REVIEW_PLACEHOLDER: 'Was hat dir gefallen oder nicht gefallen?',
  REVIEW_FIELD: 'Textfeld für eine Produktbewertung',
  EDIT_REVIEW_FIELD: 'Textfeld zum Bearbeiten einer Produktbewertung',
  LABEL_EDIT_REVIEW: 'Bewertung bearbeiten',
  LABEL_REVIEW: 'Bewertung',
  SEND_REVIEW: 'Bewertung absenden',
  REVIEW_CHARACTERS: '{count}/{max}',
  CONFIRM_REVIEW_SAVED: 'Deine Bewertung wurde gespeichert.',
  CONFIRM_CHANGES_SAVED: 'Deine Änderungen wurden gespeichert.',
  MANDATORY_REVIEW: 'Bitte gib einen Bewertungstext ein.',
  LIKE_REVIEW: 'Hilfreiche Bewertung liken',
  EDIT_OWN_REVIEW: 'Deine Bewertung bearbeiten',
};
