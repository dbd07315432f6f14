// The scheduling stage: requests and shifts in, a plan out (issue 7).
