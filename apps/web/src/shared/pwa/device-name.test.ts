import { describe, expect, it } from 'vitest';
import { deviceNameOf } from './device-name';

describe('deviceNameOf', () => {
  it('names the browser and the system a student recognises', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; SH-M26) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome（Android）',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Safari（iPhone）',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge（Windows）',
      ],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome（Chromebook）',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox（Mac）',
      ],
      ['curl/8.5.0', 'ブラウザ'],
    ];
    for (const [agent, name] of cases) expect(deviceNameOf(agent), agent).toBe(name);
  });
});
