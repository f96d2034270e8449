import { A as e, M as t, a as n, k as r, l as i } from './react-intl-BC9XPNUK.js';
import { r as a } from './useSession-BoypLQjd.js';
import { t as o } from './square-CJdfav8M.js';
var s = r(),
  c = t(e(), 1),
  l = (0, c.forwardRef)(function (e, t) {
    let { size: n, ...r } = e;
    return (0, s.jsx)(o, { size: n, ref: t, borderRadius: `9999px`, ...r });
  });
l.displayName = `Circle`;
var { PropsProvider: u, withContext: d } = i({ key: `badge` }),
  f = d(`span`),
  { withContext: p, PropsProvider: m } = i({ key: `skeleton` }),
  h = p(`div`),
  g = c.forwardRef(function (e, t) {
    let { size: n, ...r } = e;
    return (0, s.jsx)(l, { size: n, asChild: !0, ref: t, children: (0, s.jsx)(h, { ...r }) });
  });
g.displayName = `SkeletonCircle`;
var _ = c.forwardRef(function (e, t) {
  let { loading: r = !0, noOfLines: i = 3, gap: a, rootProps: o, ...c } = e;
  return (0, s.jsx)(n, {
    gap: a,
    width: `full`,
    ref: t,
    ...o,
    children: Array.from({ length: r ? i : 1 }).map((e, t) =>
      (0, s.jsx)(
        h,
        {
          loading: r,
          height: r ? `4` : void 0,
          maxW: r ? (t === i - 1 && i > 1 ? `80%` : `100%`) : void 0,
          ...c,
        },
        t,
      ),
    ),
  });
});
_.displayName = `SkeletonText`;
var v = a(`
  query CompanyList_MyCompanies {
    myCompanies {
      id
      name
      country
      baseCurrency
      role
    }
  }
`),
  y = a(`
  query CompanyHome_Company($companyId: Int!) {
    company(id: $companyId) {
      id
      name
      country
      baseCurrency
    }
    toolSubscriptions(companyId: $companyId) {
      toolId
      toolName
      toolPrefix
      isLicensable
      hasAccess
      isSubscribed
    }
  }
`);
export { f as i, v as n, h as r, y as t };
