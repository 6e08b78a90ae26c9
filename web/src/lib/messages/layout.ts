/** The layouts' words (issue 39 items 3 and 4), English and French: the player's views, the GM's columns and tool picker. */
export const EN = {
  playerViews: 'Views',
  viewSheet: 'Sheet',
  viewMagic: 'Magic',
  viewLog: 'Log',
  participantActions: (name: string) => `Actions — ${name}`,
  /** The GM's folded tools (one open at a time). */
  gmCareTools: (name: string) => `Sheet and care — ${name}`,
  gmWoundOrAward: 'Wound or experience',
  respondTo: (name: string) => `React or intervene on ${name}’s declaration`,
};

export const FR: typeof EN = {
  playerViews: 'Vues',
  viewSheet: 'Fiche',
  viewMagic: 'Magie',
  viewLog: 'Journal',
  participantActions: (name) => `Actions\u00a0— ${name}`,
  gmCareTools: (name) => `Fiche et soins\u00a0— ${name}`,
  gmWoundOrAward: 'Blessure ou expérience',
  respondTo: (name) => `Réagir ou intervenir sur la déclaration de ${name}`,
};
