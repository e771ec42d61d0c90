/**
 * The one place a rate's buy price becomes the price its viewer sees (domain/freight/sell-price.ts):
 * a customer sees the sell price of its customer type; staff see the sell price of the row "any
 * customer type" and, beside it, the buy price. Prices here are the rates' units (the currency's
 * unit); the rule itself runs on whole minor units.
 */

import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import { type Markup, markupFor, sellMinor } from '../../../domain/freight/sell-price.ts';
import type { MarkupRepository } from '../../db/repositories/markup-repository.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { fromMinor, toMinor } from '../booking/order-view.ts';

export interface ViewerPricing {
  /** The price the viewer sees for a container type's buy price. */
  sell: (containerType: string, buy: number) => number;
  /** Each container type's markup for this viewer: what a sort by price orders by. */
  markups: Partial<Record<ContainerType, Markup>>;
  /** Staff see the buy price too; a customer never does. */
  seesBuy: boolean;
}

export const createViewerPricing =
  (markups: Pick<MarkupRepository, 'markupsOf'>) =>
  async (viewer: Viewer | null): Promise<ViewerPricing> => {
    const staff = viewer?.userType === STAFF_USER_TYPE;
    const rows = viewer === null ? [] : await markups.markupsOf(viewer.companyId);
    const customerType = staff ? null : (viewer?.customerType ?? null);
    const byType: Partial<Record<ContainerType, Markup>> = {};
    for (const type of CONTAINER_TYPES) {
      const markup = markupFor(rows, customerType, type);
      if (markup !== null) byType[type] = markup;
    }
    return {
      sell: (containerType, buy) =>
        fromMinor(sellMinor(toMinor(buy), byType[containerType as ContainerType] ?? null)),
      markups: byType,
      seesBuy: staff,
    };
  };

export type ViewerPricingOf = ReturnType<typeof createViewerPricing>;
