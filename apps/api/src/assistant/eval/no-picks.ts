// Advice never appears in an answer, whatever the question.
export const NO_PICKS = /\byou should (buy|sell)\b|\bwill (10x|moon)\b|\bguaranteed (returns|profit)\b/i;
