// All of Mantine's styles (in the `mantine` cascade layer), loaded with the code of every page past the first ones:
// the signed-in shell, the Auth page and the toasts import this (app/first-paint-styles.ts has the first pages' part).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
