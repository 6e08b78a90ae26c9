/** The account page's query, also read before signing out (is this the last device?). */
import { graphql } from '../gql';

export const AccountQuery = graphql(`
  query Account {
    account {
      signedInWith
      recoveryCodesLeft
      recoveryCodesSavedAt
      passkeys { id label createdAt lastUsedAt }
      sessions { id device via lastUsedAt current }
    }
  }
`);
