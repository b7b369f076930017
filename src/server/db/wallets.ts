import type Database from 'better-sqlite3';

/** The statements of Wallets (every user has one), prepared once per database. */
export function walletsTable(db: Database.Database) {
  const insert = db.prepare('INSERT INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, ?, ?, ?)');
  const balance = db.prepare<[number], { balance: number }>('SELECT balance FROM Wallets WHERE UserId = ?');
  const add = db.prepare('UPDATE Wallets SET balance = balance + ?, updatedAt = ? WHERE UserId = ?');
  const total = db.prepare<[], { total: number | null }>('SELECT SUM(balance) AS total FROM Wallets');
  return {
    insert: (userId: number, balance: number, now: string) => insert.run(userId, balance, now, now),
    /** undefined when the user has no wallet */
    balanceOf: (userId: number) => balance.get(userId)?.balance,
    /** whether the user had a wallet to add to */
    add: (userId: number, amount: number) => add.run(amount, new Date().toISOString(), userId).changes > 0,
    total: () => total.get()?.total ?? 0,
  };
}
