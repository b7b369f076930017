'use client';
import { useI18n } from '../shell/I18n';

/**
 * A product's price as the reader's locale writes it. A client leaf so that the product card,
 * which has no hooks (the server grid and the browser's search results share it), still formats
 * with the active locale.
 */
export function Price({ value }: { value: number | string }) {
  return useI18n().format.price(value);
}
