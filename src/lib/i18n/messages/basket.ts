/** Messages of the basket screen (issue 9). */
export const en = {
  BASKET_OF: 'Your Basket ({email:string})',
  BASKET_EMPTY: 'Your basket is empty.',
  BASKET_LOGIN_FIRST: 'Log in to fill your basket.',
  BASKET_CONTINUE_SHOPPING: 'Continue shopping',
  BASKET_PRODUCT: 'Product',
  BASKET_QUANTITY: 'Quantity',
  BASKET_PRICE: 'Price',
  BASKET_DECREASE: 'One {product:string} less',
  BASKET_INCREASE: 'One {product:string} more',
  BASKET_REMOVE: 'Remove {product:string} from the basket',
  BASKET_TOTAL_PRICE: 'Total Price: {price:string}',
  BASKET_BONUS: 'You will gain {bonus:number} Bonus Points from this order!',
  BASKET_CHECKOUT: 'Checkout',
} as const;

export const de: Record<keyof typeof en, string> = {
  BASKET_OF: 'Dein Warenkorb ({email})',
  BASKET_EMPTY: 'Dein Warenkorb ist leer.',
  BASKET_LOGIN_FIRST: 'Melde dich an, um deinen Warenkorb zu füllen.',
  BASKET_CONTINUE_SHOPPING: 'Weiter einkaufen',
  BASKET_PRODUCT: 'Produkt',
  BASKET_QUANTITY: 'Menge',
  BASKET_PRICE: 'Preis',
  BASKET_DECREASE: 'Ein {product} weniger',
  BASKET_INCREASE: 'Ein {product} mehr',
  BASKET_REMOVE: '{product} aus dem Warenkorb nehmen',
  BASKET_TOTAL_PRICE: 'Gesamtpreis: {price}',
  BASKET_BONUS: 'Mit dieser Bestellung sammelst du {bonus} Bonuspunkte!',
  BASKET_CHECKOUT: 'Zur Kasse',
};
