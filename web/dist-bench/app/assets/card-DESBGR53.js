import { t as e } from './create-slot-recipe-context-BrdnyQfC.js';
var { withProvider: t, withContext: n, useStyles: r, PropsProvider: i } = e({ key: `card` }),
  a = t(`div`, `root`),
  o = n(`div`, `body`),
  s = n(`div`, `header`);
(n(`div`, `footer`), n(`h3`, `title`), n(`p`, `description`));
export { s as n, a as r, o as t };
