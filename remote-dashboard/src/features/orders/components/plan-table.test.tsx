import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlanTable } from './plan-table';

describe('PlanTable', () => {
  it('scrolls in a box the keyboard reaches, named as its table', async () => {
    render(
      <PlanTable
        caption="Plan of O-2026-0001"
        milestones={[
          { key: 'fabric_approval', label: 'Fabric approval', plannedDate: '2027-01-10' },
          { key: 'shipment', label: 'Shipment', plannedDate: '2027-03-01' },
        ]}
      />,
    );

    await userEvent.tab();

    const box = screen.getByRole('region', { name: 'Plan of O-2026-0001' });
    expect(box).toHaveFocus();
    expect(box).toContainElement(screen.getByRole('table', { name: 'Plan of O-2026-0001' }));
  });
});
