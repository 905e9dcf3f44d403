import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const sofficePath = () =>
  ['/usr/bin/soffice', '/usr/local/bin/soffice', '/usr/lib/libreoffice/program/soffice'].find((p) =>
    fs.existsSync(p),
  ) ?? null;

/**
 * Whether the LibreOffice check runs: it skips only where soffice is absent AND the reference
 * run is not required (BONDSIGHT_REQUIRE_REFERENCE unset); .ci/run installs libreoffice-calc.
 */
export function sofficeCheck(): { skip: boolean; reason: string } {
  if (sofficePath()) return { skip: false, reason: 'soffice found' };
  if (process.env.BONDSIGHT_REQUIRE_REFERENCE === '1')
    return { skip: false, reason: 'soffice required but missing' };
  return { skip: true, reason: 'soffice not installed' };
}

/**
 * Converts xlsx files to CSV with LibreOffice headless, all in one start of it (a start is most
 * of a conversion's time), in a throwaway profile (its own HOME and UserInstallation, so
 * parallel runs and a user's profile never meet), and returns each CSV by name. Fails when
 * soffice reports an error or writes no file for one of them.
 */
export async function convertAllToCsv(
  files: Record<string, Buffer>,
): Promise<Record<string, string>> {
  const soffice = sofficePath();
  if (!soffice) throw new Error('soffice (Debian libreoffice-calc) is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-soffice-'));
  try {
    const inputs = Object.entries(files).map(([name, xlsx]) => {
      const input = path.join(dir, `${name}.xlsx`);
      fs.writeFileSync(input, xlsx);
      return input;
    });
    const profile = path.join(dir, 'profile');
    const { stdout, stderr } = await run(
      soffice,
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--norestore',
        // UTF-8 (76), comma-separated, quoted text: CJK and Cyrillic labels survive.
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76',
        '--outdir',
        dir,
        ...inputs,
      ],
      { env: { ...process.env, HOME: dir }, timeout: 120_000 },
    );
    const csvs: Record<string, string> = {};
    for (const name of Object.keys(files)) {
      const output = path.join(dir, `${name}.csv`);
      if (/error/i.test(stderr) || !fs.existsSync(output))
        throw new Error(`soffice could not convert ${name}: ${stdout}\n${stderr}`);
      csvs[name] = fs.readFileSync(output, 'utf8');
    }
    return csvs;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
