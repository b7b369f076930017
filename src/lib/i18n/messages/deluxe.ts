/** Messages of the deluxe membership screen. */
export const en = {
  TITLE_DELUXE_MEMBERSHIP: 'Deluxe Membership',
  DESCRIPTION_DELUXE_MEMBERSHIP:
    'Shop at {appName:string} with perks: member prices on many products, faster delivery at no cost and no limits on how much you buy.',
  LABEL_MEMBERSHIP_FEE: 'One-time membership fee',
  LABEL_BECOME_MEMBER: 'Become a member',
  ALREADY_DELUXE_MEMBER: 'You are already a deluxe member!',
  NOT_ELIGIBLE_FOR_DELUXE: 'You are not eligible for deluxe membership!',
  DELUXE_BOXES: 'Parcels wearing the {appName:string} sticker',
  LABEL_DEALS_OFFERS: 'Deals and offers',
  DESCRIPTION_DEALS_OFFERS: 'Members pay the deluxe price, shown next to the regular one on every product that has it.',
  LABEL_FREE_FAST_DELIVERY: 'Free fast delivery',
  DESCRIPTION_FREE_FAST_DELIVERY: 'Express delivery costs members nothing, so orders arrive sooner.',
  LABEL_UNLIMITED_PURCHASE: 'Unlimited purchase',
  DESCRIPTION_UNLIMITED_PURCHASE: 'No per-order limit on the products that have one for everybody else.',
} as const;

export const de: Record<keyof typeof en, string> = {
  TITLE_DELUXE_MEMBERSHIP: 'Deluxe-Mitgliedschaft',
  DESCRIPTION_DELUXE_MEMBERSHIP:
    'Kaufe bei {appName} mit Vorteilen ein: Mitgliederpreise für viele Produkte, schnellere Lieferung ohne Kosten und keine Mengenbegrenzung.',
  LABEL_MEMBERSHIP_FEE: 'Einmalige Mitgliedsgebühr',
  LABEL_BECOME_MEMBER: 'Mitglied werden',
  ALREADY_DELUXE_MEMBER: 'Du bist bereits Deluxe-Mitglied!',
  NOT_ELIGIBLE_FOR_DELUXE: 'Für dich ist keine Deluxe-Mitgliedschaft möglich!',
  DELUXE_BOXES: 'Pakete mit dem Aufkleber von {appName}',
  LABEL_DEALS_OFFERS: 'Angebote und Aktionen',
  DESCRIPTION_DEALS_OFFERS: 'Mitglieder zahlen den Deluxe-Preis, der bei jedem Produkt mit einem solchen neben dem regulären steht.',
  LABEL_FREE_FAST_DELIVERY: 'Kostenlose Expresslieferung',
  DESCRIPTION_FREE_FAST_DELIVERY: 'Expressversand kostet Mitglieder nichts, Bestellungen kommen also früher an.',
  LABEL_UNLIMITED_PURCHASE: 'Unbegrenzt einkaufen',
  DESCRIPTION_UNLIMITED_PURCHASE: 'Keine Höchstmenge pro Bestellung bei Produkten, die für alle anderen eine haben.',
};
