/**
 * How much one booking may hold: the cart keeps to these, the pricing rules and the API schema refuse
 * anything past them. Kept apart from the schemas so the cart can use them without loading zod.
 */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 20;
export const MAX_CART_LINES = 50;
