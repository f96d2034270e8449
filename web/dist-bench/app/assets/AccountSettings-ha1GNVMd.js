import { t as e } from './button-CjsPFURX.js';
import { t } from './heading-CmPoQiym.js';
import { t as n } from './input-kVvxk7O6.js';
import { t as r } from './simple-grid-Bl_E7sKO.js';
import { a as i, c as a, k as o, n as s, r as c } from './react-intl-BC9XPNUK.js';
import { A as l, y as u } from './index-9ln0f5Ya.js';
import { i as d, n as f, r as p, t as m } from './index.esm-Dq-4-lrI.js';
import { n as h, r as g, t as _ } from './card-DESBGR53.js';
import { r as v, u as y } from './chunk-6KYCQHYJ-wFCAaIgl.js';
import { r as b, t as x } from './useSession-BoypLQjd.js';
var S = b(`
  mutation AccountSettings_UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      userName
      email
      firstName
      lastName
      isPlatformAdmin
    }
  }
`),
  C = b(`
  mutation AccountSettings_ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`),
  w = o();
function T({ user: a }) {
  let o = c(),
    [v, { loading: y }] = l(S),
    {
      register: b,
      handleSubmit: x,
      formState: { errors: C, isDirty: T },
      reset: E,
    } = m({ values: { firstName: a.firstName ?? ``, lastName: a.lastName ?? ``, email: a.email } }),
    D = o.formatMessage({ id: `login.required`, defaultMessage: `This field is required` }),
    O = x(async (e) => {
      let { data: t } = await v({ variables: { input: e } }).catch(() => ({ data: void 0 }));
      t &&
        (E(e),
        u({
          message: o.formatMessage({
            id: `profile.updated`,
            defaultMessage: `Updated Successfully`,
          }),
          variant: `alert`,
          severity: `success`,
        }));
    });
  return (0, w.jsxs)(g, {
    children: [
      (0, w.jsx)(h, {
        children: (0, w.jsx)(t, {
          size: `md`,
          children: (0, w.jsx)(s, { id: `profile.details`, defaultMessage: `Personal details` }),
        }),
      }),
      (0, w.jsx)(_, {
        children: (0, w.jsx)(`form`, {
          onSubmit: O,
          noValidate: !0,
          children: (0, w.jsxs)(i, {
            gap: `4`,
            children: [
              (0, w.jsxs)(r, {
                columns: { base: 1, sm: 2 },
                gap: `4`,
                children: [
                  (0, w.jsxs)(d, {
                    invalid: !!C.firstName,
                    required: !0,
                    children: [
                      (0, w.jsx)(p, {
                        children: (0, w.jsx)(s, {
                          id: `profile.firstName`,
                          defaultMessage: `First name`,
                        }),
                      }),
                      (0, w.jsx)(n, { ...b(`firstName`, { required: D }) }),
                      (0, w.jsx)(f, { children: C.firstName?.message }),
                    ],
                  }),
                  (0, w.jsxs)(d, {
                    children: [
                      (0, w.jsx)(p, {
                        children: (0, w.jsx)(s, {
                          id: `profile.lastName`,
                          defaultMessage: `Last name`,
                        }),
                      }),
                      (0, w.jsx)(n, { ...b(`lastName`) }),
                    ],
                  }),
                ],
              }),
              (0, w.jsxs)(d, {
                invalid: !!C.email,
                required: !0,
                children: [
                  (0, w.jsx)(p, {
                    children: (0, w.jsx)(s, { id: `profile.email`, defaultMessage: `Email` }),
                  }),
                  (0, w.jsx)(n, {
                    type: `email`,
                    ...b(`email`, {
                      required: D,
                      pattern: {
                        value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
                        message: o.formatMessage({
                          id: `contact.emailInvalid`,
                          defaultMessage: `Enter a valid email address`,
                        }),
                      },
                    }),
                  }),
                  (0, w.jsx)(f, { children: C.email?.message }),
                ],
              }),
              (0, w.jsx)(e, {
                type: `submit`,
                alignSelf: `flex-start`,
                loading: y,
                disabled: !T,
                children: (0, w.jsx)(s, { id: `profile.save`, defaultMessage: `Save changes` }),
              }),
            ],
          }),
        }),
      }),
    ],
  });
}
function E() {
  let r = c(),
    [a, { loading: o }] = l(C),
    {
      register: v,
      handleSubmit: y,
      getValues: b,
      reset: x,
      formState: { errors: S },
    } = m({ defaultValues: { currentPassword: ``, newPassword: ``, confirmPassword: `` } }),
    T = r.formatMessage({ id: `login.required`, defaultMessage: `This field is required` }),
    E = y(async ({ currentPassword: e, newPassword: t }) => {
      let { data: n } = await a({ variables: { currentPassword: e, newPassword: t } }).catch(
        () => ({ data: void 0 }),
      );
      n?.changePassword &&
        (x(),
        u({
          message: r.formatMessage({
            id: `profile.passwordChanged`,
            defaultMessage: `Password changed`,
          }),
          variant: `alert`,
          severity: `success`,
        }));
    });
  return (0, w.jsxs)(g, {
    children: [
      (0, w.jsx)(h, {
        children: (0, w.jsx)(t, {
          size: `md`,
          children: (0, w.jsx)(s, {
            id: `profile.changePassword`,
            defaultMessage: `Change password`,
          }),
        }),
      }),
      (0, w.jsx)(_, {
        children: (0, w.jsx)(`form`, {
          onSubmit: E,
          noValidate: !0,
          children: (0, w.jsxs)(i, {
            gap: `4`,
            children: [
              (0, w.jsxs)(d, {
                invalid: !!S.currentPassword,
                required: !0,
                children: [
                  (0, w.jsx)(p, {
                    children: (0, w.jsx)(s, {
                      id: `profile.currentPassword`,
                      defaultMessage: `Current password`,
                    }),
                  }),
                  (0, w.jsx)(n, {
                    type: `password`,
                    autoComplete: `current-password`,
                    ...v(`currentPassword`, { required: T }),
                  }),
                  (0, w.jsx)(f, { children: S.currentPassword?.message }),
                ],
              }),
              (0, w.jsxs)(d, {
                invalid: !!S.newPassword,
                required: !0,
                children: [
                  (0, w.jsx)(p, {
                    children: (0, w.jsx)(s, {
                      id: `profile.newPassword`,
                      defaultMessage: `New password`,
                    }),
                  }),
                  (0, w.jsx)(n, {
                    type: `password`,
                    autoComplete: `new-password`,
                    ...v(`newPassword`, {
                      required: T,
                      minLength: {
                        value: 8,
                        message: r.formatMessage({
                          id: `profile.passwordTooShort`,
                          defaultMessage: `Use at least 8 characters`,
                        }),
                      },
                    }),
                  }),
                  (0, w.jsx)(f, { children: S.newPassword?.message }),
                ],
              }),
              (0, w.jsxs)(d, {
                invalid: !!S.confirmPassword,
                required: !0,
                children: [
                  (0, w.jsx)(p, {
                    children: (0, w.jsx)(s, {
                      id: `profile.confirmPassword`,
                      defaultMessage: `Confirm new password`,
                    }),
                  }),
                  (0, w.jsx)(n, {
                    type: `password`,
                    autoComplete: `new-password`,
                    ...v(`confirmPassword`, {
                      required: T,
                      validate: (e) =>
                        e === b(`newPassword`) ||
                        r.formatMessage({
                          id: `profile.passwordMismatch`,
                          defaultMessage: `The passwords do not match`,
                        }),
                    }),
                  }),
                  (0, w.jsx)(f, { children: S.confirmPassword?.message }),
                ],
              }),
              (0, w.jsx)(e, {
                type: `submit`,
                alignSelf: `flex-start`,
                loading: o,
                children: (0, w.jsx)(s, {
                  id: `profile.updatePassword`,
                  defaultMessage: `Update password`,
                }),
              }),
            ],
          }),
        }),
      }),
    ],
  });
}
function D() {
  let { userId: e } = y(),
    { user: n } = x();
  return n && String(n.id) !== e
    ? (0, w.jsx)(v, { to: `/profile/${n.id}`, replace: !0 })
    : (0, w.jsxs)(i, {
        gap: `6`,
        maxW: `4xl`,
        children: [
          (0, w.jsxs)(`div`, {
            children: [
              (0, w.jsx)(t, {
                size: `2xl`,
                children: (0, w.jsx)(s, {
                  id: `profile.title`,
                  defaultMessage: `Account Settings`,
                }),
              }),
              (0, w.jsx)(a, { color: `fg.muted`, mt: `1`, children: n?.userName }),
            ],
          }),
          (0, w.jsxs)(r, {
            columns: { base: 1, lg: 2 },
            gap: `6`,
            alignItems: `start`,
            children: [n && (0, w.jsx)(T, { user: n }), (0, w.jsx)(E, {})],
          }),
        ],
      });
}
export { D as default };
