import { n as e } from './square-CJdfav8M.js';
import { t } from './button-CjsPFURX.js';
import { A as n, n as r, x as i } from './index-9ln0f5Ya.js';
import { t as a } from './heading-CmPoQiym.js';
import { t as o } from './input-kVvxk7O6.js';
import { a as s, c, k as l, l as u, n as d, r as f } from './react-intl-BC9XPNUK.js';
import { i as p, n as m, r as h, t as g } from './index.esm-Dq-4-lrI.js';
import { r as _, t as v } from './card-DESBGR53.js';
import { c as y, l as b, t as x } from './chunk-6KYCQHYJ-wFCAaIgl.js';
import { r as S, t as C } from './useSession-BoypLQjd.js';
var { withContext: w, PropsProvider: T } = u({ key: `link` }),
  E = w(`a`),
  D = S(`
  mutation Login_Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      accessToken
      expiresAt
      user {
        id
        userName
        email
        firstName
        lastName
        isPlatformAdmin
      }
    }
  }
`),
  O = l();
function k() {
  let l = f(),
    u = b(),
    S = y(),
    { signIn: w } = C(),
    [T, { loading: k }] = n(D),
    {
      register: A,
      handleSubmit: j,
      formState: { errors: M },
    } = g({ defaultValues: { username: ``, password: `` } }),
    N = S.state?.from ?? `/dashboard/default`,
    P = j(async (e) => {
      let { data: t } = await T({ variables: e }).catch(() => ({ data: void 0 })),
        n = t?.login;
      n && (w(n.accessToken, n.user), u(N, { replace: !0 }));
    }),
    F = l.formatMessage({ id: `login.required`, defaultMessage: `This field is required` });
  return (0, O.jsx)(i, {
    minH: `100vh`,
    align: `center`,
    justify: `center`,
    px: `4`,
    py: `10`,
    bgGradient: `to-br`,
    gradientFrom: `colorPalette.subtle`,
    gradientTo: `bg.subtle`,
    children: (0, O.jsx)(_, {
      w: `full`,
      maxW: `md`,
      shadow: `lg`,
      children: (0, O.jsx)(v, {
        p: { base: `6`, md: `10` },
        children: (0, O.jsxs)(s, {
          gap: `6`,
          children: [
            (0, O.jsxs)(s, {
              gap: `4`,
              align: `center`,
              textAlign: `center`,
              children: [
                (0, O.jsx)(r, {}),
                (0, O.jsx)(a, {
                  size: `xl`,
                  children: (0, O.jsx)(d, {
                    id: `login.title`,
                    defaultMessage: `Hi, welcome back`,
                  }),
                }),
                (0, O.jsx)(c, {
                  color: `fg.muted`,
                  children: (0, O.jsx)(d, {
                    id: `login.subtitle`,
                    defaultMessage: `Enter your credentials to continue`,
                  }),
                }),
              ],
            }),
            (0, O.jsx)(`form`, {
              onSubmit: P,
              noValidate: !0,
              children: (0, O.jsxs)(s, {
                gap: `4`,
                children: [
                  (0, O.jsxs)(p, {
                    invalid: !!M.username,
                    required: !0,
                    children: [
                      (0, O.jsx)(h, {
                        children: (0, O.jsx)(d, {
                          id: `login.username`,
                          defaultMessage: `Username`,
                        }),
                      }),
                      (0, O.jsx)(o, {
                        autoComplete: `username`,
                        ...A(`username`, { required: F }),
                        name: `username`,
                      }),
                      (0, O.jsx)(m, { children: M.username?.message }),
                    ],
                  }),
                  (0, O.jsxs)(p, {
                    invalid: !!M.password,
                    required: !0,
                    children: [
                      (0, O.jsx)(h, {
                        children: (0, O.jsx)(d, {
                          id: `login.password`,
                          defaultMessage: `Password`,
                        }),
                      }),
                      (0, O.jsx)(o, {
                        type: `password`,
                        autoComplete: `current-password`,
                        ...A(`password`, { required: F }),
                        name: `password`,
                      }),
                      (0, O.jsx)(m, { children: M.password?.message }),
                    ],
                  }),
                  (0, O.jsx)(t, {
                    type: `submit`,
                    size: `lg`,
                    loading: k,
                    'data-testid': `sign-in`,
                    children: (0, O.jsx)(d, { id: `login.submit`, defaultMessage: `Sign in` }),
                  }),
                ],
              }),
            }),
            (0, O.jsx)(e, {
              textAlign: `center`,
              children: (0, O.jsx)(c, {
                textStyle: `sm`,
                color: `fg.muted`,
                children: (0, O.jsx)(d, {
                  id: `login.help`,
                  defaultMessage: `Trouble signing in? {contact}`,
                  values: {
                    contact: (0, O.jsx)(E, {
                      asChild: !0,
                      colorPalette: `current`,
                      fontWeight: `medium`,
                      children: (0, O.jsx)(x, {
                        to: `/pages/contact-us`,
                        children: (0, O.jsx)(d, {
                          id: `login.contactUs`,
                          defaultMessage: `Contact us`,
                        }),
                      }),
                    }),
                  },
                }),
              }),
            }),
          ],
        }),
      }),
    }),
  });
}
export { k as default };
