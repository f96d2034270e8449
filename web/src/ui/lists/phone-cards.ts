import { createContext } from 'react';

/**
 * Whether the lists of this part of the app turn into cards on a phone (the purchase/sales
 * lists); elsewhere a list keeps its table and chooses its own phone columns.
 */
export const PhoneCardsContext = createContext(false);
