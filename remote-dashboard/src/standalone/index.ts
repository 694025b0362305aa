// An async boundary so the federation runtime can negotiate the shared singletons first.
import('./bootstrap');
