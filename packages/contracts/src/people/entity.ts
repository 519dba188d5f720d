/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const peopleEntity = 'people';
