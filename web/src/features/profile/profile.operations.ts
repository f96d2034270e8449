import { graphql } from '../../gql';

export const AccountSettingsUpdateProfileMutation = graphql(`
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
`);

export const AccountSettingsChangePasswordMutation = graphql(`
  mutation AccountSettings_ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const AccountSettingsSessionsQuery = graphql(`
  query AccountSettings_Sessions {
    mySessions {
      id
      signedInAt
      lastSeenAt
      address
      userAgent
      current
    }
  }
`);

export const AccountSettingsSignOutOtherSessionsMutation = graphql(`
  mutation AccountSettings_SignOutOtherSessions {
    signOutOtherSessions
  }
`);
