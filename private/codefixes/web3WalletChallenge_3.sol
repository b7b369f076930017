    function withdraw(uint256 _amount) external {
        require(balances[msg.sender] >= _amount, "Not enough ether in your wallet");
        userWithdrawing[msg.sender] += 1;
        if (userWithdrawing[msg.sender] > 1) emit ContractExploited(tx.origin);
        (bool paid, ) = msg.sender.call{value: _amount}("");
        require(paid, "Payout failed");
        balances[msg.sender] = 0;
        userWithdrawing[msg.sender] = 0;
    }
