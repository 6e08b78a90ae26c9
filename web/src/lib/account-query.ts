/** The account page's query, also read before signing out (is this the last device?). */
import { graphql } from '../gql';

export const AccountQuery = graphql(`
  query Account {
    account {
      signedInWith
      recoveryCodesLeft
      recoveryCodesSavedAt
      passkeys { passkeyId label createdAt lastUsedAt }
      sessions { sessionId device via lastUsedAt current }
    }
  }
`);
