import { l as e } from './react-intl-BC9XPNUK.js';
var { withContext: t, PropsProvider: n } = e({ key: `heading` }),
  r = t(`h2`);
export { r as t };
