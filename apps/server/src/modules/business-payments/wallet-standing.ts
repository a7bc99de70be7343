// A business whose wallet is below zero (a dispute or a refund made at the provider took money it had already spent)
// funds no campaign and launches none until it adds funds to cover it (issue 25): the one check, for funding and for
// every way a campaign goes Live.
import { paymentMessages } from '@microreach/domain/business-payments';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import { account, balance } from '#server/modules/ledger/ledger.service.ts';

export async function assertWalletCovered(db: Db | Tx, businessId: string): Promise<void> {
  if ((await balance(db, account.wallet(businessId))) < 0) {
    throw conflict(paymentMessages.walletBelowZero, 'WALLET_BELOW_ZERO');
  }
}
