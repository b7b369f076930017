/**
 * One language's texts of the hacking instructor's tutorials, by tutorial (the challenge key it
 * teaches, `codingChallenges` for the coding one) and step text key. English and German live
 * beside each tutorial (`messages/tutorials/<module>.ts`); the other languages, one file each in
 * this folder, load with a running tutorial only (a tutorial a file lacks reads English).
 */
export type TutorialTranslation = Record<string, Record<string, string>>;
