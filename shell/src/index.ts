// First: what the Content-Security-Policy needs (nonce, no eval), before any chunk loads.
import './csp-bootstrap';
// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
import('./bootstrap');
