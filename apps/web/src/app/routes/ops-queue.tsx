// /ops: the queue of what needs a person (issue 28 item 2).
export { QueuePage as OpsQueueRoute } from '#web/features/operators/components/queue-page';
