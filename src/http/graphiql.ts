/** The document GraphiQL opens with: the first steps a newcomer runs, in order. */
export const GRAPHIQL_EXAMPLES = `# Welcome! Run these in order (pick the operation with the ▶ button's menu).
# 1. signUp returns an API key once: copy it into the Headers tab as
#    { "Authorization": "Bearer <apiKey>" }
mutation SignUp {
  signUp(input: { name: "Alice" }) {
    __typename
    ... on SignUpPayload { apiKey user { id name } }
    ... on Error { message code }
  }
}

# 2. Create an SMS campaign: you become its GM. Keep its id and inviteCode.
mutation CreateCampaign {
  createCampaign(input: { name: "Les Terres de Loreval", ruleset: SMS, magicSystem: LOREVAL }) {
    __typename
    ... on CampaignPayload { campaign { id name inviteCode } }
    ... on Error { message code }
  }
}

# 3. Browse the races.
query Races {
  races(ruleset: SMS) {
    key
    name(locale: FR)
    ... on SmsRace { sizeFactor netCost modules { name scope polarity rank } }
  }
}

# 4. Create a Tifin fencer (paste the campaign id). 40 XP − 7 racial − 4 = 29 XP left.
mutation CreateCharacter {
  createCharacter(input: {
    campaignId: "PASTE-CAMPAIGN-ID"
    name: "Pip"
    sms: { race: "TIFIN", modules: [{ name: "Escrime", scope: 2, polarity: POSITIVE, rank: 2 }] }
  }) {
    __typename
    ... on CharacterPayload {
      character { id name status sheet { ... on SmsSheet { notation experience { earned spent available } } } }
    }
    ... on RuleViolation { message rule violations { message rule } }
    ... on ValidationError { message issues { path message } }
  }
}

# 5. Read a paper sheet.
query Parse {
  parseModules(text: "Force (5) : 1\\nUn peu bête (-5) : 1\\nRésistance à la douleur (*2) : 2\\nPetite taille (5) -1") {
    modules { line name scope polarity rank }
    errors { line message }
  }
}

# 6. Live: run this in a second tab (paste the campaign id), then run CreateCharacter or any
#    mutation of the campaign in the first (addFatigue, requestAction…): each committed event
#    appears here at once.
#    A reconnect resumes after the last event's cursor (Last-Event-ID), losing nothing.
subscription Live {
  campaignEvents(campaignId: "PASTE-CAMPAIGN-ID") { cursor type payload createdAt }
}
`;
