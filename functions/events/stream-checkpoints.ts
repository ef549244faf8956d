/**
 * The local stack's stand-in for an event source mapping's position in the table's stream: the
 * runner (infra/local/stream-runner.ts) saves each shard's last record every consumer has handled
 * in this file of the stack's data folder, and goes on from there after a restart. Tests read it to
 * know when the consumers have caught up.
 */
export const STREAM_CHECKPOINT_FILE = 'stream-checkpoints.json'

/** What the checkpoint file holds: the stream it is for, and each shard's last handled sequence number. */
export interface StreamCheckpoints {
  streamArn: string
  shards: Record<string, string>
}
