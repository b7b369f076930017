    function withdraw(uint256 _amount) external {
        require(balances[msg.sender] >= _amount, "Not enough ether in your wallet");
        require(_amount <= 1 ether, "At most 1 ether per withdrawal");
        userWithdrawing[msg.sender] += 1;
        if (userWithdrawing[msg.sender] > 1) emit ContractExploited(tx.origin);
        (bool paid, ) = msg.sender.call{value: _amount}("");
        require(paid, "Payout failed");
        unchecked {
            balances[msg.sender] -= _amount;
        }
        userWithdrawing[msg.sender] = 0;
    }
