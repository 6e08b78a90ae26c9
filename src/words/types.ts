/** The shapes of the words (a leaf: the catalogues and their merge import it, never each other's circle). */
export type Params = Readonly<Record<string, string>>;
export type Words = Readonly<Record<string, (p: Params) => string>>;
