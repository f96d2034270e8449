import { t as e } from './button-CjsPFURX.js';
import { D as t, f as n, p as r } from './index-9ln0f5Ya.js';
import { t as i } from './heading-CmPoQiym.js';
import { n as a, t as o } from './input-kVvxk7O6.js';
import { t as s } from './simple-grid-Bl_E7sKO.js';
import { r as c, t as l } from './card-DESBGR53.js';
import { a as u, c as d, k as f, l as p, n as m, r as h } from './react-intl-BC9XPNUK.js';
import { i as g, n as _, r as v, t as y } from './index.esm-Dq-4-lrI.js';
var { withContext: b, PropsProvider: x } = p({ key: `textarea` }),
  S = b(a.Textarea),
  C = f(),
  w = `support@concord.example`;
function T() {
  let a = h(),
    {
      register: f,
      handleSubmit: p,
      formState: { errors: b },
    } = y({ defaultValues: { name: ``, email: ``, message: `` } }),
    x = a.formatMessage({ id: `login.required`, defaultMessage: `This field is required` }),
    T = p(({ name: e, email: t, message: n }) => {
      let r = encodeURIComponent(`Concord enquiry from ${e}`),
        i = encodeURIComponent(`${n}\n\n${e} <${t}>`);
      window.location.href = `mailto:${w}?subject=${r}&body=${i}`;
    });
  return (0, C.jsx)(t, {
    maxW: `5xl`,
    py: { base: `10`, md: `16` },
    children: (0, C.jsxs)(s, {
      columns: { base: 1, md: 2 },
      gap: `10`,
      alignItems: `start`,
      children: [
        (0, C.jsxs)(u, {
          gap: `4`,
          children: [
            (0, C.jsx)(i, {
              as: `h1`,
              size: `3xl`,
              children: (0, C.jsx)(m, {
                id: `contact.title`,
                defaultMessage: `Talk to the Concord team`,
              }),
            }),
            (0, C.jsx)(d, {
              color: `fg.muted`,
              fontSize: `lg`,
              children: (0, C.jsx)(m, {
                id: `contact.subtitle`,
                defaultMessage: `Questions about reconciliation, subscriptions or onboarding your company? Write to us and we will reply within one working day.`,
              }),
            }),
            (0, C.jsxs)(u, {
              gap: `2`,
              mt: `4`,
              children: [
                (0, C.jsxs)(d, {
                  display: `flex`,
                  gap: `2`,
                  alignItems: `center`,
                  children: [(0, C.jsx)(n, {}), ` `, w],
                }),
                (0, C.jsxs)(d, {
                  display: `flex`,
                  gap: `2`,
                  alignItems: `center`,
                  children: [
                    (0, C.jsx)(r, {}),
                    (0, C.jsx)(m, {
                      id: `contact.hours`,
                      defaultMessage: `Monday to Friday, 9:00 to 18:00 IST`,
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
        (0, C.jsx)(c, {
          children: (0, C.jsx)(l, {
            children: (0, C.jsx)(`form`, {
              onSubmit: T,
              noValidate: !0,
              children: (0, C.jsxs)(u, {
                gap: `4`,
                children: [
                  (0, C.jsxs)(g, {
                    invalid: !!b.name,
                    required: !0,
                    children: [
                      (0, C.jsx)(v, {
                        children: (0, C.jsx)(m, {
                          id: `contact.name`,
                          defaultMessage: `Your name`,
                        }),
                      }),
                      (0, C.jsx)(o, { ...f(`name`, { required: x }) }),
                      (0, C.jsx)(_, { children: b.name?.message }),
                    ],
                  }),
                  (0, C.jsxs)(g, {
                    invalid: !!b.email,
                    required: !0,
                    children: [
                      (0, C.jsx)(v, {
                        children: (0, C.jsx)(m, {
                          id: `contact.email`,
                          defaultMessage: `Work email`,
                        }),
                      }),
                      (0, C.jsx)(o, {
                        type: `email`,
                        ...f(`email`, {
                          required: x,
                          pattern: {
                            value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
                            message: a.formatMessage({
                              id: `contact.emailInvalid`,
                              defaultMessage: `Enter a valid email address`,
                            }),
                          },
                        }),
                      }),
                      (0, C.jsx)(_, { children: b.email?.message }),
                    ],
                  }),
                  (0, C.jsxs)(g, {
                    invalid: !!b.message,
                    required: !0,
                    children: [
                      (0, C.jsx)(v, {
                        children: (0, C.jsx)(m, {
                          id: `contact.message`,
                          defaultMessage: `How can we help?`,
                        }),
                      }),
                      (0, C.jsx)(S, { rows: 5, ...f(`message`, { required: x }) }),
                      (0, C.jsx)(_, { children: b.message?.message }),
                    ],
                  }),
                  (0, C.jsx)(e, {
                    type: `submit`,
                    children: (0, C.jsx)(m, { id: `contact.send`, defaultMessage: `Send message` }),
                  }),
                ],
              }),
            }),
          }),
        }),
      ],
    }),
  });
}
export { T as default };
