import { graphql } from '../../gql';

export const LoginLoginMutation = graphql(`
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
`);
