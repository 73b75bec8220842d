import type { usersMr } from '../mr/users';

/** System users in English (for maintainers). */
export const usersEn: typeof usersMr = {
  users: {
    name: 'Users',
    fields: {
      user_id: 'System number',
      email: 'E-mail',
      name: 'Name',
      phone: 'Mobile',
      level: 'Level',
      place: 'Geographic structure',
      status: 'Status',
      role: 'Role',
      rights: 'Rights',
      admin: 'Admin',
      writeallowed: 'May edit information',
      karyalay_pramukh: 'Office head',
      password: 'Password (optional)',
      passwordHelp: 'Left empty, the user sets a password through "forgot password"',
      requestedPlace: 'Requested geographic structure',
      requestedAt: 'Requested on',
    },
    status: { pending: 'Awaiting approval', active: 'Active', inactive: 'Inactive' },
    list: {
      title: 'Users',
      empty: 'Information not available',
      activate: 'Activate',
      deactivate: 'Deactivate',
      delete: 'Delete',
      confirmTitle: 'Please confirm',
      confirmActivate: 'Activate the %{smart_count} selected users?',
      confirmDeactivate:
        'Deactivate the %{smart_count} selected users? They are signed out at once.',
      confirmDelete: 'Delete the %{smart_count} selected users for good?',
      done: 'Updated successfully',
      deleted: 'Information deleted successfully',
      failed: 'Failed, please try again later',
    },
    add: {
      title: 'New user',
      edit: 'Edit user',
      created: 'Added successfully',
      updated: 'Updated successfully',
      pickPlace: 'Please select the geographic structure first',
    },
    unapproved: {
      title: 'Users awaiting approval',
      empty: 'No request is waiting',
      approve: 'Approve',
      approveAll: 'Approve all',
      confirmApprove: 'Approve the %{smart_count} selected requests?',
      confirmApproveAll: 'Approve every waiting request?',
      approved: '%{smart_count} users approved',
      skipped: '%{smart_count} requests have no place and were not approved',
    },
    request: {
      title: 'Access request',
      intro:
        'Fill in your name, mobile number and your place. You can work once an admin approves.',
      submit: 'Send request',
      failed: 'The request could not be sent, please try again',
    },
    pending: {
      title: 'Waiting for approval',
      body: 'Your request has been received. You can sign in once an admin approves it.',
      backToLogin: 'Back to sign-in',
    },
    validation: {
      nameRequired: '"Name" is mandatory',
      phoneDigits: '"Mobile" must be a 10-digit number',
      placeRequired: '"Geographic structure" selection is mandatory',
      placeLevel: 'Users are assigned at levels 1 to 8 only',
      email: 'Please enter a valid e-mail',
      password: 'The password needs at least 8 characters',
    },
  },
};
