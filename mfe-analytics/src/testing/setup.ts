import { configure } from '@testing-library/react';

// The machines that run the suite are shared and busy: give async queries room before failing.
configure({ asyncUtilTimeout: 5000 });
