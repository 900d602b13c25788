/** The toolbar's choices share a row, wrapping as the page narrows. */
export const CHOICE_SX = { minWidth: "11rem", flex: "1 1 11rem", maxWidth: "18rem" } as const;
