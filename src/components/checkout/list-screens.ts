'use client';
/**
 * The checkout's screens that only choose from a list (addresses, delivery methods) as one client
 * module, kept apart from the heavier form screens (form-screens.ts, which says why they are grouped).
 */
export { AddressBook } from './AddressBook';
export { DeliveryMethods } from './DeliveryMethods';
