/** The ylnies screens' words, English and French (merged into the app's dictionary by ../i18n.ts). */
export const EN = {};

export const FR: typeof EN = {};
