import type {GitRepo} from './git';

export interface WingsFacts {
  websocket: Record<string, unknown>;
}

export class WingsReader {
  constructor(
    readonly repo: GitRepo,
    readonly rev: string,
  ) {}

  read(): WingsFacts {
    return {websocket: {}};
  }
}
