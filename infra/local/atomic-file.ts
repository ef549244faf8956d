import { renameSync, writeFileSync } from 'node:fs'

/** Writes a file whole or not at all: a reader polling for it never sees half of it (rename is atomic). */
export function writeFileAtomically(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text)
  renameSync(`${file}.tmp`, file)
}
