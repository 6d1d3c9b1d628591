import { describe, expect, it } from 'vitest';
import { defaultPorts } from './ports';

describe('defaultPorts', () => {
  it('counts the other three ports up from --port', () => {
    expect(defaultPorts({ port: 4010 })).toEqual({ port: 4010, statusPort: 4011, livePort: 4012, liveStatusPort: 4013 });
  });

  it('puts the production status port after a given production port', () => {
    expect(defaultPorts({ port: 4010, livePort: 5000 })).toEqual({ port: 4010, statusPort: 4011, livePort: 5000, liveStatusPort: 5001 });
  });

  it('leaves every port not given free to choose when --port is 0', () => {
    expect(defaultPorts({ port: 0, statusPort: 9000 })).toEqual({ port: 0, statusPort: 9000, livePort: 0, liveStatusPort: 0 });
  });
});
