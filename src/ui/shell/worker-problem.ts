/** Why the gateway cannot run in this page. The shell explains each kind; `app/` detects them. */
export type WorkerProblem = { kind: 'unsupported' } | { kind: 'uncontrolled' } | { kind: 'failed'; message: string };
