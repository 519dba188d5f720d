export { AgentEditor } from './agent-editor';
export { describeCron, describeTrigger } from './describe';
