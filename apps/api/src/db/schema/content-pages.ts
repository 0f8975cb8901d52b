// Tables of this part of the store are added here with their migration.
export {};
